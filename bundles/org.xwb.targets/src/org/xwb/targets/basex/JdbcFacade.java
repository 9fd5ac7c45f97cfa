package org.xwb.targets.basex;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A JDBC interface (Connection, PreparedStatement, ResultSet, ...) over a plain object that has
 * the methods XWB uses, with the interface's signatures: the driver, explain and the statement
 * workbench talk JDBC to every target, and the XQuery target needs a few dozen of JDBC's several
 * hundred methods. Any other method fails with SQLSTATE 0A000 naming it, instead of the hundreds
 * of stubs an implementation of the interfaces would need.
 */
final class JdbcFacade implements InvocationHandler {

    private record Key(Method method, Class<?> backing) {
    }

    private static final Map<Key, Method> TARGETS = new ConcurrentHashMap<>();
    private static final Method NONE;

    static {
        try {
            NONE = Object.class.getMethod("toString");
        } catch (NoSuchMethodException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final Class<?> type;
    private final Object backing;

    private JdbcFacade(Class<?> type, Object backing) {
        this.type = type;
        this.backing = backing;
    }

    /** {@code backing} seen as a {@code type}. */
    static <T> T of(Class<T> type, Object backing) {
        return type.cast(Proxy.newProxyInstance(JdbcFacade.class.getClassLoader(), new Class<?>[] { type },
                new JdbcFacade(type, backing)));
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        switch (method.getName()) {
        case "equals":
            if (method.getParameterCount() == 1) {
                return proxy == args[0];
            }
            break;
        case "hashCode":
            if (method.getParameterCount() == 0) {
                return System.identityHashCode(proxy);
            }
            break;
        case "isWrapperFor":
            return ((Class<?>) args[0]).isInstance(proxy);
        case "unwrap":
            if (((Class<?>) args[0]).isInstance(proxy)) {
                return proxy;
            }
            throw new java.sql.SQLException("The XQuery target's " + type.getSimpleName() + " wraps no " + args[0], "0A000");
        default:
            break;
        }
        Method target = TARGETS.computeIfAbsent(new Key(method, backing.getClass()), key -> find(key.method()));
        if (target == NONE && !method.getName().equals("toString")) {
            throw new SQLFeatureNotSupportedException("The XQuery target (BaseX) does not support " + type.getSimpleName()
                    + "." + method.getName() + "()", "0A000");
        }
        try {
            return target.invoke(backing, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    private Method find(Method method) {
        try {
            Method found = backing.getClass().getMethod(method.getName(), method.getParameterTypes());
            found.setAccessible(true); // the backing classes are package-private
            return found;
        } catch (NoSuchMethodException e) {
            return NONE;
        }
    }
}
