/** Benchmarks of the generator and of XSD validation (beside xmllint); not tests. */
package org.xwb.bench.xml;
