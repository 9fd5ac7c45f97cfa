package org.xwb.core.run;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.xwb.model.Workload;
import org.xwb.model.XwbPackage;
import org.xwb.model.util.XwbResourceFactoryImpl;

/**
 * Reads and writes workload files (*.xwl). The one place the driver touches EMF resources: when
 * the model's own loader (with validation) lands, {@link #load} switches to it.
 */
public final class WorkloadFiles {

    private WorkloadFiles() {
    }

    /** @throws WorkloadException naming the file (and line and column when the parser gives them) */
    public static Workload load(Path file) throws WorkloadException {
        if (!Files.isReadable(file)) {
            throw new WorkloadException("Workload file " + file + " does not exist or cannot be read");
        }
        ResourceSet set = resourceSet();
        Resource resource = set.createResource(URI.createFileURI(file.toAbsolutePath().toString()));
        try {
            resource.load(Map.of());
        } catch (IOException | RuntimeException e) {
            StringBuilder message = new StringBuilder("Workload file " + file + " cannot be read");
            if (!resource.getErrors().isEmpty()) {
                Resource.Diagnostic d = resource.getErrors().get(0);
                message.append(" (line ").append(d.getLine()).append(", column ").append(d.getColumn()).append("): ")
                        .append(d.getMessage());
            } else {
                message.append(": ").append(e.getMessage());
            }
            throw new WorkloadException(message.toString(), e);
        }
        if (resource.getContents().isEmpty() || !(resource.getContents().get(0) instanceof Workload workload)) {
            throw new WorkloadException("Workload file " + file + " holds no <workload> element");
        }
        return workload;
    }

    /** The workload as .xwl text (a copy, so the caller's resource is untouched). */
    public static byte[] serialize(Workload workload) throws IOException {
        Resource resource = resourceSet().createResource(URI.createURI("memory:/workload.xwl"));
        resource.getContents().add(EcoreUtil.copy(workload));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        resource.save(out, Map.of());
        return out.toByteArray();
    }

    private static ResourceSet resourceSet() {
        XwbPackage.eINSTANCE.eClass(); // registers the package outside OSGi too
        ResourceSet set = new ResourceSetImpl();
        set.getResourceFactoryRegistry().getExtensionToFactoryMap().put("xwl", new XwbResourceFactoryImpl());
        set.getResourceFactoryRegistry().getExtensionToFactoryMap().put("*", new XwbResourceFactoryImpl());
        return set;
    }
}
