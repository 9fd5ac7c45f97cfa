package org.xwb.model.io;

import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

import org.eclipse.emf.ecore.resource.ResourceSet;
import org.xwb.model.Workload;
import org.xwb.model.util.XwbResourceFactoryImpl;

/**
 * Reads and writes XWB workload files ({@code *.xwl}) through the generated
 * {@link XwbResourceFactoryImpl}.
 * <p>
 * The format is plain, diff-friendly XML: UTF-8, two-space indentation, {@code \n} line ends,
 * one element per line with attributes in model order, the workload namespace as default
 * namespace, a value source as its own element ({@code <ids collection="order"/>}), statement
 * texts as element content (a CDATA section when they hold {@code <} or {@code &}). A file XWB
 * wrote reads back and writes again byte for byte.
 * <p>
 * Reading is hardened: a DOCTYPE (and so any DTD or external entity) is refused. Every error names
 * the file, line and column. Saving never destroys a good file: see {@link #save(Workload, Path)}.
 * Target profile files use the same machinery through {@link XwbXmlFiles}.
 */
public final class WorkloadFiles {

    /** File extension of workload files, without the dot. */
    public static final String EXTENSION = "xwl";

    /** Reads per file, so a test can check that a run reads its workload once. */
    private static final Map<Path, AtomicLong> LOADS = new ConcurrentHashMap<>();

    private WorkloadFiles() {
    }

    /** Reads a workload file; the workload stays in a resource of its own whose URI is the file. */
    public static Workload load(Path file) throws WorkloadFileException {
        counted(file);
        return XwbXmlFiles.load(file, Workload.class);
    }

    /** How often this process has read {@code file} (with either load method), e.g. during one run. */
    public static long loads(Path file) {
        AtomicLong count = LOADS.get(key(file));
        return count == null ? 0 : count.get();
    }

    private static void counted(Path file) {
        LOADS.computeIfAbsent(key(file), k -> new AtomicLong()).incrementAndGet();
    }

    private static Path key(Path file) {
        return file.toAbsolutePath().normalize();
    }

    /**
     * Reads a workload file into a new resource of the given resource set (e.g. an editing
     * domain's), whose URI is the file.
     */
    public static Workload load(Path file, ResourceSet resources) throws WorkloadFileException {
        counted(file);
        return XwbXmlFiles.load(file, Workload.class, resources);
    }

    /**
     * Writes a workload to a file without ever leaving a damaged file behind: the bytes go to a
     * temporary file in the same folder, which is read back and compared with the workload, and
     * only then moved over the target in one atomic rename. On any failure the old file is left
     * as it was. A symbolic link keeps pointing to the (replaced) file; permissions are kept.
     */
    public static void save(Workload workload, Path file) throws WorkloadFileException {
        XwbXmlFiles.save(workload, file);
    }

    /** The bytes {@link #save(Workload, Path)} writes, e.g. to record a workload in a run folder. */
    public static byte[] serialize(Workload workload) throws WorkloadFileException {
        return XwbXmlFiles.serialize(workload);
    }
}
