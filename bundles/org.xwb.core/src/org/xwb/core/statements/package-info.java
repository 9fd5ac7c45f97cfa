/**
 * One statement run by hand, as the workbench's statement editor runs it: bound like a run binds
 * ({@link org.xwb.core.run.StatementBinding}, {@link org.xwb.core.target.ParameterBinder}), on a
 * {@link org.xwb.core.target.Target}'s connection, rolled back unless committing was asked for, a
 * bounded number of rows kept and the rest counted, cancellable from another thread.
 */
package org.xwb.core.statements;
