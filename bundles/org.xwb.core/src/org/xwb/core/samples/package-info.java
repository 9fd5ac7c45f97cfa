/** Locates the sample kits XWB ships as resource bundles (the TPoX kit) as file-system folders. */
package org.xwb.core.samples;
