/**
 * The TPoX document generator: Security, CustAcc and FIXML Order documents, valid against the
 * kit's schemas, referentially consistent and deterministic for a seed; written straight into
 * byte buffers from templates. Start at {@link org.xwb.xml.generate.TpoxGenerator}.
 */
package org.xwb.xml.generate;
