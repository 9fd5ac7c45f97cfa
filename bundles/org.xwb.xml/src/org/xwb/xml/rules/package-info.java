/** Business rules on documents: XPath 3.1 assertions in a rules file, evaluated by Saxon-HE. */
package org.xwb.xml.rules;
