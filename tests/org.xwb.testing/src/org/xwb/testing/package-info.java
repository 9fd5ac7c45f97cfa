/**
 * What the test fragments of model, core, targets, kit and the CLI share: workloads built in code
 * ({@link org.xwb.testing.SampleWorkloads}) and document streams ({@link org.xwb.testing.DocumentStreams}).
 * A plain plug-in the fragments require. It needs org.xwb.model; org.xwb.core only for the streams,
 * as an optional import, so the model's tests do not pull the core in (which itself requires the model).
 */
package org.xwb.testing;
