/**
 * The TPoX kit as a service for the workbench and the command line alike: building a TPoX
 * database on a target (generate, create, load, index, statistics), the scale rules, the staged
 * population, and installing or refitting the kit's workloads in a workspace.
 */
package org.xwb.kit;
