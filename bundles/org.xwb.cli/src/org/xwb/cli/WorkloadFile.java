package org.xwb.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.xwb.model.Collection;
import org.xwb.model.Workload;
import org.xwb.model.XwbPackage;
import org.xwb.model.util.XwbResourceFactoryImpl;

/**
 * Reads a workload file (*.xwl) for the command line, with DOCTYPEs refused. (A thin reader until
 * the model bundle offers its own loading API; errors name the file and the position.)
 */
final class WorkloadFile {

    private WorkloadFile() {
    }

    static Workload load(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new NoSuchFileException(file.toString(), null, "no such workload file");
        }
        ResourceSet set = new ResourceSetImpl();
        set.getPackageRegistry().put(XwbPackage.eNS_URI, XwbPackage.eINSTANCE);
        set.getResourceFactoryRegistry().getExtensionToFactoryMap().put("*", new XwbResourceFactoryImpl());
        Resource resource = set.createResource(URI.createFileURI(file.toAbsolutePath().toString()));
        Map<String, Boolean> features = new HashMap<>();
        features.put("http://apache.org/xml/features/disallow-doctype-decl", Boolean.TRUE);
        try {
            resource.load(Map.of(XMLResource.OPTION_PARSER_FEATURES, features));
        } catch (IOException e) {
            throw new IOException("Cannot read the workload " + file + ": " + position(e) + e.getMessage(), e);
        }
        if (resource.getContents().isEmpty() || !(resource.getContents().get(0) instanceof Workload workload)) {
            throw new IOException("Cannot read the workload " + file + ": it holds no Workload");
        }
        return workload;
    }

    static Collection collection(Workload workload, String name, Path file) {
        return workload.getCollections().stream().filter(c -> name.equals(c.getName())).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("--collection: the workload " + file + " has no collection '"
                        + name + "' (collections: " + String.join(", ", workload.getCollections().stream()
                                .map(Collection::getName).toList()) + ")"));
    }

    private static String position(IOException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof Resource.Diagnostic d && d.getLine() > 0) {
                return "line " + d.getLine() + ", column " + d.getColumn() + ": ";
            }
        }
        return "";
    }
}
