/**
 * Which nodes an XML Schema allows where: element and attribute names along a path (for
 * completion and for checking an index path against a collection's schema) and the built-in
 * type of the values found there.
 */
package org.xwb.xml.paths;
