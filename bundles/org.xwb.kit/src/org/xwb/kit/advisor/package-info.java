/**
 * The XML index advisor: which set of XML indexes makes a workload's mix fastest on a target,
 * by measurement (build time and size, plans before and after, the writing transactions' cost)
 * and a greedy choice, verified by a run of the mix before and after (docs/index-advisor.md).
 */
package org.xwb.kit.advisor;
