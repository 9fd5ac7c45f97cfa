package org.xwb.targets.testing;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Wraps real connections to record the size of every executeBatch, so a test can see how the
 * loader cuts its batches. Everything else goes straight to the database.
 */
public final class CountingConnections {

    private final List<Integer> batchSizes = new CopyOnWriteArrayList<>();

    public List<Integer> batchSizes() {
        return List.copyOf(batchSizes);
    }

    public Connection wrap(Connection real) {
        return (Connection) Proxy.newProxyInstance(Connection.class.getClassLoader(), new Class<?>[] { Connection.class },
                (proxy, method, args) -> {
                    Object result = invoke(real, method, args);
                    if (result instanceof PreparedStatement statement) {
                        return wrap(statement);
                    }
                    return result;
                });
    }

    private PreparedStatement wrap(PreparedStatement real) {
        int[] pending = { 0 };
        InvocationHandler handler = (proxy, method, args) -> {
            switch (method.getName()) {
                case "addBatch" -> pending[0]++;
                case "executeBatch" -> {
                    batchSizes.add(pending[0]);
                    pending[0] = 0;
                }
                case "clearBatch" -> pending[0] = 0;
                default -> {
                }
            }
            return invoke(real, method, args);
        };
        return (PreparedStatement) Proxy.newProxyInstance(PreparedStatement.class.getClassLoader(),
                new Class<?>[] { PreparedStatement.class }, handler);
    }

    private static Object invoke(Object target, java.lang.reflect.Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
