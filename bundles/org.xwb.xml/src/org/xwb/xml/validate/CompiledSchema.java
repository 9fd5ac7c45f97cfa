package org.xwb.xml.validate;

import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import javax.xml.transform.Source;
import javax.xml.transform.stream.StreamSource;

import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;

import org.xml.sax.SAXException;
import org.xml.sax.XMLReader;
import org.xwb.core.samples.SampleKit;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.io.FileProblem;
import org.xwb.model.io.ParserStopLocator;
import org.xwb.model.secure.HardenedParsers;
import org.xwb.model.secure.SchemaFence;
import org.xwb.xml.TpoxKit;
import org.xwb.xml.validate.XmlProblem.Kind;

/**
 * An XML Schema (1.0) compiled once, with all its includes and imports, by the JDK's validator;
 * several schema files of different namespaces can be compiled into one.
 * The compiled form is immutable and thread-safe; validators made from it are not, so each
 * thread makes its own ({@link #newValidatingReader()}). Compiling the 41-file FIXML 4.4 schema
 * takes about half a second, validating an order against it well under a millisecond.
 */
public final class CompiledSchema {

    private final List<Path> files;
    private final Schema schema;

    private CompiledSchema(List<Path> files, Schema schema) {
        this.files = files;
        this.schema = schema;
    }

    /**
     * Compiles schema files (entry points; includes and imports are read relative to each, from
     * local files in {@link #fence} only; the installed TPoX kit's schemas by namespace, see
     * {@link SchemaImports}) into one schema.
     *
     * @throws SchemaCompileException with every error found, each located in its schema file
     */
    public static CompiledSchema compile(Path... xsds) throws SchemaCompileException {
        return compile(SchemaImports.installedKitOrNull(), xsds);
    }

    /** Like {@link #compile(Path...)}, the kit's schemas (or none) allowed as parts and catalog. */
    public static CompiledSchema compile(TpoxKit kit, Path... xsds) throws SchemaCompileException {
        return compileInWorkspace(kit, Workspace.fromEnvironment().root(), xsds);
    }

    /**
     * Like {@link #compile(TpoxKit, Path...)}, with the files of the workspace in use (the one a
     * command's {@code --workspace} or the workbench's {@code -data} names) allowed as parts.
     */
    public static CompiledSchema compileInWorkspace(TpoxKit kit, Path workspaceRoot, Path... xsds) throws SchemaCompileException {
        List<Path> files = Stream.of(xsds).map(xsd -> xsd.toAbsolutePath().normalize()).toList();
        List<XmlProblem> problems = new ArrayList<>();
        for (Path file : files) {
            if (!Files.isRegularFile(file)) {
                problems.add(new XmlProblem(file.toString(), 0, 0, Kind.IO, XmlProblem.Severity.ERROR, null,
                        Files.isDirectory(file) ? "a folder, not a schema file; name an .xsd file"
                                : Files.exists(file) ? "not a regular file; name an .xsd file" : "no such schema file"));
            } else if (!Files.isReadable(file)) {
                problems.add(new XmlProblem(file.toString(), 0, 0, Kind.IO, XmlProblem.Severity.ERROR, null,
                        "permission denied; check the permissions of the file and its folders"));
            }
        }
        if (!problems.isEmpty()) {
            throw new SchemaCompileException(files, problems);
        }
        return compile(files, files.stream().map(f -> (Source) new StreamSource(f.toFile())).toList(),
                SchemaImports.forSchemas(files, kit, workspaceRoot), problems, workspaceRoot);
    }

    /**
     * Compiles a schema's text as it is in an editor (not yet saved): its includes and imports
     * are read relative to {@code file}, under the same rules as {@link #compile(Path...)}.
     *
     * @throws SchemaCompileException with every error, those of the text located in {@code file}
     */
    public static CompiledSchema compile(TpoxKit kit, Path file, String text) throws SchemaCompileException {
        Path normal = file.toAbsolutePath().normalize();
        StreamSource source = new StreamSource(new StringReader(text), normal.toUri().toString());
        Path workspaceRoot = Workspace.fromEnvironment().root();
        return compile(List.of(normal), List.of(source), SchemaImports.forSchemas(List.of(normal), kit, workspaceRoot),
                new ArrayList<>(), workspaceRoot);
    }

    private static CompiledSchema compile(List<Path> files, List<Source> sources, SchemaImports imports,
            List<XmlProblem> problems, Path workspaceRoot) throws SchemaCompileException {
        SchemaFactory factory = HardenedParsers.schemaFactory(fence(files, workspaceRoot));
        // errors are located in the included file they are in (its systemId), not the entry file
        ProblemCollector collector = ProblemCollector.namingFilesBySystemId(Kind.SCHEMA, problems);
        collector.startDocument(files.get(0).toString());
        factory.setErrorHandler(collector);
        // the kit's namespaces are found by SchemaImports; what may be opened at all is the fence's call
        factory.setResourceResolver(new ImportResolver(imports, (SchemaFence) factory.getResourceResolver()));
        Schema schema;
        try {
            schema = factory.newSchema(sources.toArray(Source[]::new));
        } catch (SAXException | RuntimeException e) { // RuntimeException: the parser's own failure on a damaged file
            if (problems.isEmpty()) {
                FileProblem stop = ParserStopLocator.problem(files.get(0), e);
                problems.add(new XmlProblem(files.get(0).toString(), stop.line(), stop.column(), Kind.SCHEMA,
                        XmlProblem.Severity.ERROR, null, stop.message()));
            }
            throw new SchemaCompileException(files, problems);
        }
        if (problems.stream().anyMatch(XmlProblem::isError)) {
            throw new SchemaCompileException(files, problems);
        }
        return new CompiledSchema(files, schema);
    }

    /**
     * The folders whose files the schemas may include or import: each entry file's folder (and
     * below), the workspace, and the TPoX kit's schemas.
     */
    public static List<Path> fence(List<Path> entryFiles) {
        return fence(entryFiles, Workspace.fromEnvironment().root());
    }

    /**
     * The folders whose files the schemas may include or import: each entry file's folder (and
     * below), the workspace in use ({@code workspaceRoot}: a schema set copied under its schemas/
     * imports across its own folders, {@code main/} reading {@code ../common/}), and the TPoX kit's
     * schemas. Nothing else: a part outside these is refused.
     */
    public static List<Path> fence(List<Path> entryFiles, Path workspaceRoot) {
        Set<Path> roots = new LinkedHashSet<>();
        for (Path file : entryFiles) {
            Path parent = file.toAbsolutePath().normalize().getParent();
            if (parent != null) {
                roots.add(parent);
            }
        }
        roots.add(workspaceRoot.toAbsolutePath().normalize());
        try {
            roots.add(SampleKit.tpoxFolder().resolve("schemas"));
        } catch (IllegalStateException noKit) {
            // outside the product and without -Dxwb.samples.tpox: no kit to include from
        }
        return List.copyOf(roots);
    }

    /** The schema's entry files. */
    public List<Path> files() {
        return files;
    }

    /** The compiled JAXP schema, for callers that need a plain {@code Validator}. */
    public Schema schema() {
        return schema;
    }

    /**
     * A new hardened SAX reader that validates what it parses against this schema, inside the
     * parser (the fastest way the JDK offers); one per thread.
     */
    public XMLReader newValidatingReader() {
        return HardenedParsers.validatingReader(schema);
    }

    /**
     * A new, hardened {@link Validator} for DOM or stream sources, for callers that have a DOM
     * already; files and bytes are faster through {@link DocumentValidator}. One per thread.
     */
    public Validator newValidator() {
        Validator validator = schema.newValidator();
        HardenedParsers.harden(validator);
        return validator;
    }

    @Override
    public String toString() {
        return files.stream().map(f -> f.getFileName().toString()).collect(Collectors.joining(" + "));
    }
}
