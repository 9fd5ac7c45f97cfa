/**
 * Designing a workload in the workbench without SWT: new workloads, a collection's documents
 * (generated, counted, validated against its schema, loaded), its schema's paths for XML indexes,
 * and the index checks the editor shows. The workbench runs these as jobs; nothing here knows it.
 */
package org.xwb.kit.design;
