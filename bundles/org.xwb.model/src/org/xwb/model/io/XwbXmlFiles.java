package org.xwb.model.io;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.util.ExtendedMetaData;
import org.eclipse.emf.ecore.xmi.DanglingHREFException;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.eclipse.emf.ecore.xmi.impl.ElementHandlerImpl;
import org.xwb.model.XwbPackage;
import org.xwb.model.secure.HardenedParsers;
import org.xwb.model.util.XwbResourceFactoryImpl;
import org.xwb.model.validation.ObjectPaths;

/**
 * Reads and writes any root element of the XWB namespace ({@code <workload>},
 * {@code <targetProfiles>}) through the generated {@link XwbResourceFactoryImpl}, with the
 * format, hardening and safe saving described in {@link WorkloadFiles}.
 */
public final class XwbXmlFiles {

    /** Line separator of written files, the same on every platform so files diff cleanly. */
    static final String LINE_SEPARATOR = "\n";

    private XwbXmlFiles() {
    }

    /** Reads a file whose root element must be of the given type, into a resource of its own. */
    public static <T extends EObject> T load(Path file, Class<T> rootType) throws WorkloadFileException {
        return load(file, rootType, new ResourceSetImpl());
    }

    /** Reads a file into a new resource of the given resource set, whose URI is the file. */
    public static <T extends EObject> T load(Path file, Class<T> rootType, ResourceSet resources) throws WorkloadFileException {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException missing) {
            throw new WorkloadFileException(List.of(new FileProblem(file, 0, 0, "no such file; check the path")), missing);
        } catch (IOException unreadable) {
            throw new WorkloadFileException(List.of(new FileProblem(file, 0, 0, "cannot read: " + plain(file, unreadable))),
                    unreadable);
        }
        return parse(bytes, file, rootType, resources);
    }

    /**
     * Writes a root object to a file without ever leaving a damaged file behind: the bytes go to
     * a temporary file in the same folder, which is read back and compared with the object, and
     * only then moved over the target in one atomic rename. On any failure the old file is left
     * as it was. A symbolic link keeps pointing to the (replaced) file; permissions are kept.
     */
    public static void save(EObject root, Path file) throws WorkloadFileException {
        byte[] bytes = serialize(root, file);
        try {
            AtomicFileReplace.replace(file, bytes, written -> ReadBackCheck.verify(root, written, file));
        } catch (WorkloadFileException invalid) {
            throw invalid;
        } catch (IOException failed) {
            throw new WorkloadFileException(List.of(new FileProblem(file, 0, 0, "cannot save: " + plain(file, failed))),
                    failed);
        }
    }

    /** The bytes {@link #save(EObject, Path)} writes. */
    public static byte[] serialize(EObject root) throws WorkloadFileException {
        return serialize(root, Path.of(rootElementName(root.eClass().getInstanceClass())));
    }

    static byte[] serialize(EObject root, Path file) throws WorkloadFileException {
        // A copy, so the caller's object and its resource are never touched by saving.
        EObject copy = EcoreUtil.copy(root);
        checkReferencesStayInside(copy, file);
        XMLResource resource = newResource(file, new ResourceSetImpl());
        resource.getContents().add(copy);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            new XwbXmlSave(new XwbXmlHelper(resource)).save(resource, out, saveOptions(resource));
        } catch (IOException | RuntimeException failed) {
            throw new WorkloadFileException(List.of(new FileProblem(file, 0, 0, "cannot write: " + reason(failed))), failed);
        }
        return out.toByteArray();
    }

    /**
     * A file can only refer to what it contains: a source pointing at a collection of another
     * workload would be written as a name nobody in the file defines.
     */
    private static void checkReferencesStayInside(EObject root, Path file) throws WorkloadFileException {
        List<FileProblem> problems = new ArrayList<>();
        for (Iterator<EObject> all = root.eAllContents(); all.hasNext();) {
            EObject object = all.next();
            for (EObject target : object.eCrossReferences()) {
                if (!EcoreUtil.isAncestor(root, target)) {
                    problems.add(new FileProblem(file, 0, 0, "not saved: " + ObjectPaths.of(object) + " refers to "
                            + ObjectPaths.of(target) + ", which is not part of the " + rootElementName(root.eClass().getInstanceClass())));
                }
            }
        }
        if (!problems.isEmpty()) {
            throw new WorkloadFileException(problems);
        }
    }

    private static <T extends EObject> T parse(byte[] bytes, Path file, Class<T> rootType, ResourceSet resources)
            throws WorkloadFileException {
        XMLResource resource = newResource(file, resources);
        try {
            resource.load(new ByteArrayInputStream(bytes), loadOptions());
        } catch (IOException | RuntimeException failed) {
            List<FileProblem> problems = LoadProblems.of(file, resource.getErrors());
            throw new WorkloadFileException(problems.isEmpty() ? List.of(LoadProblems.of(file, failed)) : problems, failed);
        }
        List<EObject> contents = resource.getContents();
        if (contents.size() != 1 || !rootType.isInstance(contents.get(0))) {
            throw new WorkloadFileException(List.of(new FileProblem(file, 0, 0, "not a " + rootElementName(rootType)
                    + " file: the root element must be <" + rootElementName(rootType) + " xmlns=\"" + XwbPackage.eNS_URI + "\">")));
        }
        return rootType.cast(contents.get(0));
    }

    /** The root element a type is written as: workload, targetProfiles. */
    private static String rootElementName(Class<?> rootType) {
        for (EStructuralFeature element : XwbPackage.Literals.DOCUMENT_ROOT.getEStructuralFeatures()) {
            if (element.getEType().getInstanceClass() == rootType) {
                return ExtendedMetaData.INSTANCE.getName(element);
            }
        }
        return rootType.getSimpleName();
    }

    private static XMLResource newResource(Path file, ResourceSet resources) {
        resources.getPackageRegistry().put(XwbPackage.eNS_URI, XwbPackage.eINSTANCE);
        XMLResource resource = (XMLResource) new XwbResourceFactoryImpl()
                .createResource(URI.createFileURI(file.toAbsolutePath().toString()));
        resources.getResources().add(resource);
        return resource;
    }

    private static Map<Object, Object> loadOptions() {
        Map<Object, Object> options = new HashMap<>();
        // Hand out the root object itself, not the DocumentRoot that only names the root element.
        options.put(XMLResource.OPTION_SUPPRESS_DOCUMENT_ROOT, Boolean.TRUE);
        // No DOCTYPE means no DTD and no entity can be declared, so none can be fetched or expanded.
        options.put(XMLResource.OPTION_PARSER_FEATURES, HardenedParsers.PARSER_FEATURES);
        return options;
    }

    private static Map<Object, Object> saveOptions(XMLResource resource) {
        Map<Object, Object> options = new HashMap<>(resource.getDefaultSaveOptions());
        options.put(XMLResource.OPTION_ENCODING, "UTF-8");
        options.put(XMLResource.OPTION_LINE_DELIMITER, LINE_SEPARATOR);
        options.put(XMLResource.OPTION_FORMATTED, Boolean.TRUE);
        // Value sources and the root as named elements (<ids .../>), not xsi:type attributes.
        options.put(XMLResource.OPTION_ELEMENT_HANDLER, new ElementHandlerImpl(false));
        options.put(XMLResource.OPTION_SCHEMA_LOCATION, Boolean.FALSE);
        // One element per line whatever its length: wrapping attributes would make diffs noisy.
        options.remove(XMLResource.OPTION_LINE_WIDTH);
        options.put(XMLResource.OPTION_PROCESS_DANGLING_HREF, XMLResource.OPTION_PROCESS_DANGLING_HREF_THROW);
        return options;
    }

    /** What is wrong with the file in plain words (see {@link FileErrors}), else the failure's message. */
    private static String plain(Path file, IOException failure) {
        String reason = FileErrors.reason(file, failure);
        return reason != null ? reason : failure.getMessage() == null ? "input/output error" : failure.getMessage();
    }

    private static String reason(Throwable failure) {
        if (failure instanceof Resource.IOWrappedException wrapped && wrapped.getCause() != null) {
            return reason(wrapped.getCause());
        }
        if (failure instanceof DanglingHREFException) {
            return "a reference points outside the file's content";
        }
        return failure.getMessage() == null ? failure.toString() : failure.getMessage();
    }
}
