package org.xwb.ui.tests;

import java.lang.invoke.MethodHandle;
import java.lang.reflect.Array;
import java.lang.reflect.Method;

/**
 * The X server's own pointer events, from a connection of the test's own through the XTest
 * extension (libXtst), as xdotool sends them: a move and wheel notches reach the workbench as a
 * person's mouse does. SWT's {@code Display.post} cannot post a wheel on GTK. The foreign function
 * API is reached by reflection because this bundle compiles for Java 21, where it is a preview.
 */
final class RealPointer {

    private static final int WHEEL_UP = 4;
    private static final int WHEEL_DOWN = 5;

    private RealPointer() {
    }

    /** Moves the pointer to (x, y) on the screen, then turns the wheel: negative notches down, positive up. */
    static void wheelAt(int x, int y, int notches) {
        try {
            Class<?> arenaType = Class.forName("java.lang.foreign.Arena");
            Object arena = arenaType.getMethod("ofConfined").invoke(null);
            try {
                Object x11 = library("libX11.so.6", arena, arenaType);
                Object xtst = library("libXtst.so.6", arena, arenaType);
                Object address = layout("ADDRESS");
                Object integer = layout("JAVA_INT");
                Object unsignedLong = layout("JAVA_LONG");
                MethodHandle open = function(x11, "XOpenDisplay", address, address);
                MethodHandle motion = function(xtst, "XTestFakeMotionEvent", integer, address, integer, integer, integer,
                        unsignedLong);
                MethodHandle button = function(xtst, "XTestFakeButtonEvent", integer, address, integer, integer,
                        unsignedLong);
                MethodHandle flush = function(x11, "XFlush", integer, address);
                MethodHandle close = function(x11, "XCloseDisplay", integer, address);
                Object nullAddress = Class.forName("java.lang.foreign.MemorySegment").getField("NULL").get(null);
                Object display = open.invokeWithArguments(nullAddress); // $DISPLAY, as the workbench's
                if (display.equals(nullAddress)) {
                    throw new IllegalStateException("cannot open the X display " + System.getenv("DISPLAY"));
                }
                try {
                    motion.invokeWithArguments(display, -1, x, y, 0L);
                    flush.invokeWithArguments(display);
                    int which = notches < 0 ? WHEEL_DOWN : WHEEL_UP;
                    for (int i = 0; i < Math.abs(notches); i++) {
                        button.invokeWithArguments(display, which, 1, 0L);
                        button.invokeWithArguments(display, which, 0, 0L);
                    }
                    flush.invokeWithArguments(display);
                } finally {
                    close.invokeWithArguments(display);
                }
            } finally {
                arenaType.getMethod("close").invoke(arena);
            }
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("XTest pointer events failed: " + e, e);
        }
    }

    private static Object library(String name, Object arena, Class<?> arenaType) throws ReflectiveOperationException {
        Class<?> lookup = Class.forName("java.lang.foreign.SymbolLookup");
        return lookup.getMethod("libraryLookup", String.class, arenaType).invoke(null, name, arena);
    }

    private static Object layout(String name) throws ReflectiveOperationException {
        return Class.forName("java.lang.foreign.ValueLayout").getField(name).get(null);
    }

    private static MethodHandle function(Object library, String name, Object result, Object... arguments)
            throws ReflectiveOperationException {
        Class<?> layoutType = Class.forName("java.lang.foreign.MemoryLayout");
        Class<?> descriptorType = Class.forName("java.lang.foreign.FunctionDescriptor");
        Object layouts = Array.newInstance(layoutType, arguments.length);
        for (int i = 0; i < arguments.length; i++) {
            Array.set(layouts, i, arguments[i]);
        }
        Object descriptor = descriptorType.getMethod("of", layoutType, layouts.getClass()).invoke(null, result, layouts);
        Object symbol = ((java.util.Optional<?>) Class.forName("java.lang.foreign.SymbolLookup")
                .getMethod("find", String.class).invoke(library, name))
                .orElseThrow(() -> new IllegalStateException("no " + name));
        Class<?> linkerType = Class.forName("java.lang.foreign.Linker");
        Object linker = linkerType.getMethod("nativeLinker").invoke(null);
        Class<?> optionType = Class.forName("java.lang.foreign.Linker$Option");
        Method downcall = linkerType.getMethod("downcallHandle", Class.forName("java.lang.foreign.MemorySegment"),
                descriptorType, optionType.arrayType());
        return (MethodHandle) downcall.invoke(linker, symbol, descriptor, Array.newInstance(optionType, 0));
    }
}
