package org.xwb.core.run;

import java.util.SplittableRandom;

import org.xwb.core.values.ValueGenerator;
import org.xwb.core.values.ValueGeneratorFactory;
import org.xwb.model.ParameterType;
import org.xwb.model.TransactionKind;

/**
 * A transaction of the mix with its statement for the run's dialect chosen and its markers wired
 * to value sources. Immutable; each user gets its own generators through {@link #generators}.
 *
 * @param index      position in the run's transaction table (statistics are kept by it)
 * @param id         the transaction id (stable key in result files)
 * @param name       the name shown in reports
 * @param kind       query, insert, update, delete or other
 * @param weight     relative weight in the mix
 * @param texts      the statements run in order in one database transaction
 * @param types      the JDBC type of each parameter
 * @param parameters the value source of each parameter, in binding order
 * @param documentParameters the parameters that draw documents (files/filesclob): they are counted as
 *                   inserted documents, and their ids are published on commit
 */
record CompiledTransaction(int index, String id, String name, TransactionKind kind, double weight,
        CompiledText[] texts, ParameterType[] types, ValueGeneratorFactory[] parameters, int[] documentParameters) {

    /** True when a parameter draws documents to insert. */
    boolean insertsDocuments() {
        return documentParameters.length > 0;
    }

    ValueGenerator[] generators(int user, int users) {
        ValueGenerator[] generators = new ValueGenerator[parameters.length];
        for (int i = 0; i < parameters.length; i++) {
            generators[i] = parameters[i].forUser(user, users);
        }
        return generators;
    }

    /** Draws every parameter in order into {@code values} (reused by the caller). */
    static void draw(ValueGenerator[] generators, SplittableRandom random, Object[] values) {
        for (int i = 0; i < generators.length; i++) {
            values[i] = generators[i].next(random, values);
        }
    }
}
