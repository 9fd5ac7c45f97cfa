package org.xwb.ui.validation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

import org.eclipse.e4.core.di.annotations.Creatable;
import org.xwb.core.workspace.Workspace;
import org.xwb.xml.TpoxKit;
import org.xwb.xml.rules.RuleFileException;
import org.xwb.xml.rules.RuleSet;
import org.xwb.xml.validate.DocumentSchemas;
import org.xwb.xml.validate.SchemaImports;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;

/**
 * What document validation in the workbench works with, one for the session: the schema choice
 * ({@link DocumentSchemas}, the same as {@code xwb validate}'s: the document's own schema, the
 * workspace's, the kit's), the compiled schemas it keeps, the kit's FIXML order rules (checked
 * on every FIXML document, as {@code xwb validate --order-rules} does), and the schemas a user
 * chose with "Validate with..." for documents that name none. Thread-safe.
 */
@Creatable
@Singleton
public class ValidationSetup {

    private final Workspace workspace;
    private final TpoxKit kit;
    private final DocumentSchemas schemas;
    private final Map<Path, Path> chosen = new ConcurrentHashMap<>();
    private volatile RuleSet orderRules;
    private volatile String rulesProblem;

    @Inject
    public ValidationSetup(Workspace workspace) {
        this.workspace = workspace;
        this.kit = SchemaImports.installedKitOrNull();
        this.schemas = new DocumentSchemas(kit, workspace.folder(Workspace.Folder.SCHEMAS));
    }

    public TpoxKit kit() {
        return kit;
    }

    public Workspace workspace() {
        return workspace;
    }

    public DocumentSchemas schemas() {
        return schemas;
    }

    /** The kit's rules for FIXML orders, or null when they cannot be read ({@link #rulesProblem()} says why). */
    public RuleSet orderRules() {
        if (orderRules == null && rulesProblem == null && kit != null) {
            synchronized (this) {
                if (orderRules == null && rulesProblem == null) {
                    try {
                        orderRules = RuleSet.load(kit.orderRules());
                    } catch (RuleFileException e) {
                        rulesProblem = e.getMessage();
                    }
                }
            }
        }
        return orderRules;
    }

    public String rulesProblem() {
        return rulesProblem;
    }

    /** The schema the user picked for a document ("Validate with..."), or null. */
    public Path chosenFor(Path document) {
        return chosen.get(document.toAbsolutePath().normalize());
    }

    public void choose(Path document, Path schema) {
        chosen.put(document.toAbsolutePath().normalize(), schema.toAbsolutePath().normalize());
    }

    /** Schemas a user may pick: the workspace's (schemas/, recursively) and the kit's entry schemas. */
    public List<Path> knownSchemas() {
        List<Path> found = new ArrayList<>();
        Path folder = workspace.folder(Workspace.Folder.SCHEMAS);
        if (Files.isDirectory(folder)) {
            try (Stream<Path> walk = Files.walk(folder)) {
                walk.filter(p -> p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".xsd"))
                        .filter(Files::isRegularFile).sorted().forEach(found::add);
            } catch (IOException | java.io.UncheckedIOException e) {
                // what was listed stands
            }
        }
        if (kit != null) {
            found.addAll(List.of(kit.custaccSchema(), kit.securitySchema(), kit.fixmlSchema()));
        }
        return found;
    }
}
