/**
 * The XML Schema model (org.eclipse.xsd) of a schema file and its parts, read with XWB's hardened
 * parser and under {@link org.xwb.xml.validate.SchemaImports}: the outline of its global
 * declarations, where a reference is declared (also in an included file), the content model of an
 * element, and a new document for a global element. Errors of a schema come from the JDK's
 * compiler ({@link org.xwb.xml.validate.CompiledSchema}); this model is for reading and navigating.
 */
package org.xwb.xml.schema;
