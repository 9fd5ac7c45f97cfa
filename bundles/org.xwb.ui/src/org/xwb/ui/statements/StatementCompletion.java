package org.xwb.ui.statements;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.contentassist.CompletionProposal;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.contentassist.IContentAssistProcessor;
import org.eclipse.jface.text.contentassist.IContextInformation;
import org.eclipse.jface.text.contentassist.IContextInformationValidator;
import org.xwb.core.target.Tables;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.Collection;
import org.xwb.model.Workload;
import org.xwb.kit.KitWorkloads;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.xml.TpoxKit;
import org.xwb.xml.paths.PathCompletion;
import org.xwb.xml.paths.SchemaPaths;
import org.xwb.xml.paths.SchemaReadException;
import org.xwb.xml.paths.SchemasByNamespace;

/**
 * Completion in the statement editor: table names (the workload's collections, else the TPoX
 * kit's) after FROM, JOIN, INTO and UPDATE; and inside {@code xpath('...')}, {@code XMLEXISTS},
 * {@code XMLQUERY} and XQuery text, the element and attribute names the schema allows after the
 * path typed so far, written with the statement's own prefixes. The schemas are those of the
 * workspace's {@code schemas/} folder and the kit's, found by the namespaces the statement binds
 * (and a collection's own schema when it names one); they are read in the background, so the
 * first completion may say it is still reading.
 */
final class StatementCompletion implements IContentAssistProcessor {

    /**
     * What the editor knows about the statement.
     *
     * @param dialect      its dialect
     * @param workload     the workload it belongs to, or null
     * @param workloadFile that workload's file, or null
     */
    record Context(String dialect, Workload workload, Path workloadFile, boolean xquery) {
    }

    private final Workspace workspace;
    private final Supplier<Context> context;
    private final SchemasByNamespace schemas;
    private volatile List<String> kitTables;
    private final Map<Path, SchemaPaths> collectionSchemas = new java.util.concurrent.ConcurrentHashMap<>();
    private String message;

    StatementCompletion(Workspace workspace, Supplier<Context> context) {
        this.workspace = workspace;
        this.context = context;
        this.schemas = new SchemasByNamespace(List.of(workspace.folder(Workspace.Folder.SCHEMAS),
                TpoxKit.installed().schemas()));
    }

    /** Starts reading the schemas of these namespaces off the UI thread, so completion finds them ready. */
    void prepare(Map<String, String> prefixes) {
        CompletableFuture.runAsync(() -> prefixes.values().forEach(this::schemaOf));
    }

    @Override
    public ICompletionProposal[] computeCompletionProposals(ITextViewer viewer, int offset) {
        message = null;
        String document = viewer.getDocument().get();
        StatementTexts texts = StatementTexts.of(document);
        if (texts.isEmpty()) {
            return new ICompletionProposal[0];
        }
        StatementTexts.Text text = texts.texts().get(texts.at(offset));
        int caret = offset - text.offset();
        if (caret < 0 || caret > text.text().length()) {
            return new ICompletionProposal[0];
        }
        Context known = context.get();
        CompletionPoint point = CompletionPoint.at(text.text(), caret, known.xquery()
                || RunCheck.isXQuery(false, known.dialect(), text.text()));
        List<ICompletionProposal> proposals = new ArrayList<>();
        switch (point.kind()) {
        case TABLE -> {
            for (String table : tables(known)) {
                if (table.toLowerCase(Locale.ROOT).startsWith(point.typed().toLowerCase(Locale.ROOT))) {
                    proposals.add(new CompletionProposal(table, offset - point.partial(), point.partial(), table.length(),
                            null, table + "  (table)", null, null));
                }
            }
        }
        case PATH -> {
            for (PathCompletion.Proposal name : names(point, known)) {
                proposals.add(new CompletionProposal(name.step(), offset - point.partial(), point.partial(),
                        name.step().length(), null, name.label(), null, null));
            }
        }
        case NONE -> {
        }
        }
        return proposals.toArray(ICompletionProposal[]::new);
    }

    /** The names the schemas allow after the typed path: the schema of the first step's namespace, else every bound one's. */
    private List<PathCompletion.Proposal> names(CompletionPoint point, Context known) {
        Map<String, String> prefixes = new java.util.LinkedHashMap<>(point.prefixes());
        if (known.workload() != null) {
            known.workload().getCollections().forEach(c -> c.getNamespaces().forEach(n -> prefixes.putIfAbsent(n.getPrefix(),
                    n.getUri())));
        }
        Set<String> namespaces = new LinkedHashSet<>();
        String first = firstStep(point.typed());
        int colon = first.indexOf(':');
        if (colon > 0 && prefixes.containsKey(first.substring(0, colon))) {
            namespaces.add(prefixes.get(first.substring(0, colon)));
        } else {
            namespaces.addAll(prefixes.values());
        }
        List<PathCompletion.Proposal> names = new ArrayList<>();
        for (String namespace : namespaces) {
            SchemaPaths schema = schemaOf(namespace, known);
            if (schema != null) {
                names.addAll(PathCompletion.proposals(schema, point.typed(), prefixes));
            }
        }
        return names.stream().distinct().toList();
    }

    private static String firstStep(String path) {
        String rest = path.startsWith("/") ? path.replaceFirst("^/+", "") : path;
        int slash = rest.indexOf('/');
        return slash < 0 ? rest : rest.substring(0, slash);
    }

    private SchemaPaths schemaOf(String namespace) {
        return schemaOf(namespace, null);
    }

    /** A collection's own schema when one with this namespace names it, else the folders' schema of the namespace. */
    private SchemaPaths schemaOf(String namespace, Context known) {
        try {
            if (known != null && known.workload() != null) {
                for (Collection collection : known.workload().getCollections()) {
                    Optional<Path> file = ownSchema(collection);
                    boolean declares = collection.getNamespaces().stream().anyMatch(n -> namespace.equals(n.getUri()));
                    if (file.isPresent() && declares) {
                        SchemaPaths own = collectionSchemas.get(file.get());
                        if (own == null) {
                            own = SchemaPaths.read(file.get());
                            collectionSchemas.put(file.get(), own);
                        }
                        return own;
                    }
                }
            }
            return schemas.paths(namespace).orElse(null);
        } catch (SchemaReadException e) {
            message = e.getMessage();
            return null;
        }
    }

    /**
     * The file a collection's schema names: {@code kit:name} under the kit's schemas, else a
     * workspace path (the same rule as the workload editor's collection page).
     */
    private Optional<Path> ownSchema(Collection collection) {
        String schema = collection.getSchema();
        if (schema == null || schema.isBlank()) {
            return Optional.empty();
        }
        if (schema.startsWith("kit:")) {
            Path folder = TpoxKit.installed().schemas().toAbsolutePath().normalize();
            Path file = folder.resolve(schema.substring(4).strip()).normalize();
            return file.startsWith(folder) ? Optional.of(file) : Optional.empty();
        }
        return Optional.of(workspace.root().resolve(schema.strip()).normalize());
    }

    /** The workload's tables, else the kit's (read once). */
    private List<String> tables(Context known) {
        if (known.workload() != null && !known.workload().getCollections().isEmpty()) {
            return known.workload().getCollections().stream().map(Tables::tableName).distinct().toList();
        }
        List<String> tables = kitTables;
        if (tables == null) {
            try {
                Workload kit = WorkloadFiles.load(KitWorkloads.shipped(TpoxKit.installed(), KitWorkloads.MIXED));
                tables = kit.getCollections().stream().map(Tables::tableName).toList();
            } catch (Exception e) {
                tables = List.of();
            }
            kitTables = tables;
        }
        return tables;
    }

    @Override
    public IContextInformation[] computeContextInformation(ITextViewer viewer, int offset) {
        return null;
    }

    @Override
    public char[] getCompletionProposalAutoActivationCharacters() {
        return new char[] { '/', '@', ':' };
    }

    @Override
    public char[] getContextInformationAutoActivationCharacters() {
        return null;
    }

    @Override
    public String getErrorMessage() {
        return message;
    }

    @Override
    public IContextInformationValidator getContextInformationValidator() {
        return null;
    }
}
