package org.xwb.product.tests;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * Finds the SWT fields and methods that a product's bundles call but its SWT fragment lacks: they
 * would fail with NoSuchMethodError on that platform. (Maven Central's macOS x86_64 SWT stops at
 * 3.133.0, whose CTabFolder has no setDirtyIndicatorStyle, which the e4 StackRenderer calls.)
 */
final class SwtLinkage {

    private SwtLinkage() {
    }

    /** "owner.member (used by class in bundle.jar)" for every unresolved SWT reference of the product. */
    static Set<String> missing(ProductArchive product) throws IOException {
        Map<String, ClassFile> swt = new HashMap<>();
        for (Path jar : product.plugins("org.eclipse.swt")) {
            classes(jar, swt);
        }
        for (Path jar : product.plugins(product.platform.swtFragment())) {
            classes(jar, swt);
        }
        Set<String> missing = new TreeSet<>();
        try (Stream<Path> plugins = Files.list(product.install.resolve("plugins"))) {
            for (Path jar : plugins.filter(p -> p.toString().endsWith(".jar")).sorted().toList()) {
                String bundle = jar.getFileName().toString();
                if (bundle.startsWith("org.eclipse.swt_") || bundle.startsWith(product.platform.swtFragment() + "_")
                        || !usesSwt(jar)) {
                    continue;
                }
                Map<String, ClassFile> classes = new HashMap<>();
                classes(jar, classes);
                for (ClassFile user : classes.values()) {
                    for (ClassFile.Reference reference : user.references()) {
                        if (reference.owner().startsWith("org/eclipse/swt/") && swt.containsKey(reference.owner())
                                && !resolves(swt, reference.owner(), reference.member())) {
                            missing.add(reference.owner() + "." + reference.member() + " (used by " + user.name()
                                    + " in " + bundle + ")");
                        }
                    }
                }
            }
        }
        return missing;
    }

    private static boolean usesSwt(Path jar) throws IOException {
        try (JarFile file = new JarFile(jar.toFile())) {
            return file.getManifest() != null && file.getManifest().getMainAttributes().entrySet().stream()
                    .anyMatch(e -> String.valueOf(e.getValue()).contains("org.eclipse.swt"));
        }
    }

    private static void classes(Path jar, Map<String, ClassFile> into) throws IOException {
        try (JarFile file = new JarFile(jar.toFile())) {
            for (JarEntry entry : List.copyOf(file.stream().toList())) {
                if (entry.getName().endsWith(".class") && !entry.getName().startsWith("META-INF/")) {
                    try (InputStream in = file.getInputStream(entry)) {
                        ClassFile parsed = ClassFile.parse(in.readAllBytes());
                        into.put(parsed.name(), parsed);
                    }
                }
            }
        }
    }

    /** Looks the member up in the class, its super classes and interfaces, down to the JDK's. */
    private static boolean resolves(Map<String, ClassFile> swt, String owner, String member) {
        Deque<String> todo = new ArrayDeque<>(List.of(owner));
        Set<String> seen = new HashSet<>();
        while (!todo.isEmpty()) {
            String name = todo.pop();
            if (!seen.add(name)) {
                continue;
            }
            ClassFile type = swt.get(name);
            if (type == null) {
                if (jdkHas(name, member)) {
                    return true;
                }
                continue;
            }
            if (type.members().contains(member)) {
                return true;
            }
            if (type.superName() != null) {
                todo.add(type.superName());
            }
            todo.addAll(type.interfaces());
        }
        return false;
    }

    private static boolean jdkHas(String internalName, String member) {
        try {
            Class<?> type = Class.forName(internalName.replace('/', '.'), false, null);
            for (Class<?> c = type; c != null; c = c.getSuperclass()) {
                for (Method m : c.getDeclaredMethods()) {
                    if (member.equals(m.getName() + descriptor(m))) {
                        return true;
                    }
                }
                for (Field f : c.getDeclaredFields()) {
                    if (member.equals(f.getName() + f.getType().descriptorString())) {
                        return true;
                    }
                }
            }
            for (Class<?> i : type.getInterfaces()) {
                if (jdkHas(i.getName().replace('.', '/'), member)) {
                    return true;
                }
            }
            return false;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }

    private static String descriptor(Method method) {
        StringBuilder d = new StringBuilder("(");
        for (Class<?> p : method.getParameterTypes()) {
            d.append(p.descriptorString());
        }
        return d.append(')').append(method.getReturnType().descriptorString()).toString();
    }
}
