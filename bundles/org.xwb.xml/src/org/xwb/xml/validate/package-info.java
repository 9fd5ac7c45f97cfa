/**
 * XML Schema validation with the JDK's XSD 1.0 validator: schemas compiled once, validators per
 * thread, every problem located (file, line, column); folders validated in parallel with
 * progress and cancellation.
 */
package org.xwb.xml.validate;
