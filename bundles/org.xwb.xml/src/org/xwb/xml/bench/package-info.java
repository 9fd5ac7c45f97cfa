/** Benchmarks of the generator and of XSD validation (beside xmllint); not tests. */
package org.xwb.xml.bench;
