/**
 * What the test fragments of model, core, targets, kit and the CLI share: workloads built in code
 * ({@link org.xwb.testing.SampleWorkloads}), document streams ({@link org.xwb.testing.DocumentStreams}),
 * waiting on a real condition ({@link org.xwb.testing.Poll}) and a scratch workspace
 * ({@link org.xwb.testing.WorkspaceProperty}). A plain plug-in the fragments require. It needs
 * org.xwb.model; org.xwb.core only for the streams and the workspace, as optional imports, so the
 * model's tests do not pull in the core (which itself requires the model).
 */
package org.xwb.testing;
