package org.xwb.kit;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Properties;
import java.util.stream.Stream;

import org.xwb.core.documents.CollectionDocuments;
import org.xwb.core.values.DocumentStreamOpener;
import org.xwb.model.Collection;
import org.xwb.model.Workload;
import org.xwb.xml.TpoxKit;
import org.xwb.xml.generate.DocumentFactory;
import org.xwb.xml.generate.DocumentKind;
import org.xwb.xml.generate.GeneratedDocument;
import org.xwb.xml.generate.GeneratorSettings;
import org.xwb.xml.generate.TpoxGenerator;
import org.xwb.xml.generate.ValueLists;

/**
 * The documents a TPoX database keeps for inserts, made when a run draws them instead of written
 * before it (60,000 files at 1,000 customers held up the first chart point by ~20 s). A database
 * build leaves a description in each insert folder ({@value #DESCRIPTION}: seed, population, kind,
 * generator indexes); {@link #opener} generates the same bytes the eager writer wrote for that seed
 * and index, and writes each drawn document into the folder behind the run, so the folder shows
 * what runs inserted. {@link #writeAll} writes the whole pool, as the build did before.
 */
public final class InsertDocuments {

    /** The description's file name; not ".xml", so folder readers skip it. */
    public static final String DESCRIPTION = "generated.properties";

    /** What a described folder holds: documents {@code from} .. {@code from + count - 1} of a kind. */
    record Description(long population, long seed, DocumentKind kind, long from, long count) {

        DocumentFactory factory(TpoxKit kit) throws IOException {
            ValueLists lists = ValueLists.load(kit);
            return new TpoxGenerator(lists, GeneratorSettings.forCustomers(population, seed, lists.symbolCount()))
                    .newFactory();
        }
    }

    private InsertDocuments() {
    }

    /** Empties {@code folder} and describes the documents it stands for. */
    static void describe(Path folder, Description description) throws IOException {
        deleteFolder(folder);
        Files.createDirectories(folder);
        Properties properties = new Properties();
        properties.setProperty("population", Long.toString(description.population()));
        properties.setProperty("seed", Long.toString(description.seed()));
        properties.setProperty("kind", description.kind().name());
        properties.setProperty("from", Long.toString(description.from()));
        properties.setProperty("count", Long.toString(description.count()));
        try (Writer out = Files.newBufferedWriter(folder.resolve(DESCRIPTION), StandardCharsets.UTF_8)) {
            properties.store(out, "TPoX documents for inserts, generated when a run draws them (org.xwb.kit.InsertDocuments);"
                    + " each drawn document is written here as <collection><id>.xml.");
        }
    }

    /** The description in {@code folder}, or null when the folder holds plain document files. */
    static Description read(Path folder) throws IOException {
        Path file = folder.resolve(DESCRIPTION);
        if (!Files.isRegularFile(file)) {
            return null;
        }
        Properties properties = new Properties();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(in);
        }
        try {
            return new Description(Long.parseLong(properties.getProperty("population")),
                    Long.parseLong(properties.getProperty("seed")), DocumentKind.valueOf(properties.getProperty("kind")),
                    Long.parseLong(properties.getProperty("from")), Long.parseLong(properties.getProperty("count")));
        } catch (RuntimeException e) {
            throw new IOException(file + ": not a description of insert documents (population, seed, kind, from, count): "
                    + e.getMessage(), e);
        }
    }

    /**
     * Opens a collection's documents: generated for a described folder (see the class comment),
     * else the collection's files as {@link CollectionDocuments} reads them.
     */
    public static DocumentStreamOpener opener(TpoxKit kit) {
        return opener(kit, true);
    }

    /** As {@link #opener}, writing no file: for sample values shown in an editor, which insert nothing. */
    public static DocumentStreamOpener previewOpener(TpoxKit kit) {
        return opener(kit, false);
    }

    private static DocumentStreamOpener opener(TpoxKit kit, boolean keepDrawn) {
        return (collection, baseDirectory) -> {
            Path folder = folder(collection, baseDirectory);
            Description description = folder == null ? null : read(folder);
            if (description == null) {
                return CollectionDocuments.open(collection, baseDirectory);
            }
            return new DrawnInsertDocuments(description.factory(kit), description, folder, keepDrawn);
        };
    }

    /** Writes every document of a described folder that is not there yet; returns how many it wrote. */
    public static long writeAll(Path folder, TpoxKit kit) throws IOException {
        Description description = read(folder);
        if (description == null) {
            throw new IOException(folder + " has no " + DESCRIPTION + ": it holds plain document files");
        }
        DocumentFactory factory = description.factory(kit);
        long written = 0;
        for (long index = description.from(); index < description.from() + description.count(); index++) {
            GeneratedDocument document = factory.document(description.kind(), index);
            Path file = folder.resolve(document.fileName());
            if (!Files.exists(file)) {
                Files.write(file, document.content());
                written++;
            }
        }
        return written;
    }

    /**
     * Writes the whole pool of every described folder a workload's collections read, for whatever
     * reads the files themselves (a JMeter test plan's CSV of documents); returns how many it wrote.
     */
    public static long writeAll(Workload workload, Path workloadFile, TpoxKit kit) throws IOException {
        Path base = workloadFile.toAbsolutePath().getParent();
        long written = 0;
        for (Collection collection : workload.getCollections()) {
            Path folder = folder(collection, base);
            if (folder != null && read(folder) != null) {
                written += writeAll(folder, kit);
            }
        }
        return written;
    }

    private static Path folder(Collection collection, Path baseDirectory) {
        if (collection.getDocuments() == null || collection.getDocuments().getDirectory() == null
                || collection.getDocuments().getDirectory().isBlank()) {
            return null;
        }
        Path folder = baseDirectory.resolve(collection.getDocuments().getDirectory()).normalize();
        return Files.isDirectory(folder) ? folder : null;
    }

    static void deleteFolder(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path path : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }
}
