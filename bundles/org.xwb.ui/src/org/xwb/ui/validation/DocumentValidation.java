package org.xwb.ui.validation;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.xwb.xml.TpoxKit;
import org.xwb.xml.rules.RuleFileException;
import org.xwb.xml.rules.RuleSet;
import org.xwb.xml.validate.CancellationToken;
import org.xwb.xml.validate.CompiledSchema;
import org.xwb.xml.validate.DocumentHead;
import org.xwb.xml.validate.DocumentResult;
import org.xwb.xml.validate.DocumentSchemas;
import org.xwb.xml.validate.DocumentValidator;
import org.xwb.xml.validate.SchemaCatalog;
import org.xwb.xml.validate.SchemaCompileException;
import org.xwb.xml.validate.XmlProblem;
import org.xwb.xml.validate.XmlProblem.Kind;
import org.xwb.xml.validate.XmlProblem.Severity;

/**
 * One XML document checked as the editor does on open and save: against the schema
 * {@link DocumentSchemas} chooses (or the one picked with "Validate with..."), and a FIXML order
 * also against the kit's order rules, both reported together, each problem located. An XWB rules
 * file is checked by compiling it; a document without a schema for its well-formedness only.
 */
public final class DocumentValidation {

    /** Rule file errors read "name:line:column: message". */
    private static final Pattern LOCATED = Pattern.compile("^.*?:(\\d+)(?::(\\d+))?: (.*)$", Pattern.DOTALL);
    private static final String SCHEMATRON = "http://purl.oclc.org/dsdl/schematron";

    /**
     * What the check found and with what.
     *
     * @param problems  every problem, in document order per check; empty when valid
     * @param schema    the schema used and why, or what was checked instead
     * @param rules     the rule set used, or null
     * @param noSchema  no schema applies: "Validate with..." can pick one
     * @param cancelled the check was cancelled before the end
     */
    public record Outcome(List<XmlProblem> problems, String schema, String rules, boolean noSchema, boolean cancelled) {

        public long errors() {
            return problems.stream().filter(XmlProblem::isError).count();
        }

        /** The editor's status line. */
        public String statusLine() {
            String verdict = cancelled ? "validation cancelled"
                    : errors() == 0 ? "valid" : errors() + (errors() == 1 ? " error" : " errors");
            return "Schema: " + schema + (rules == null ? "" : "   |   Rules: " + rules) + "   |   " + verdict;
        }
    }

    private DocumentValidation() {
    }

    public static Outcome validate(Path file, ValidationSetup setup, CancellationToken cancel) {
        DocumentHead head;
        try (InputStream in = Files.newInputStream(file)) {
            head = DocumentHead.read(in);
        } catch (IOException e) {
            return new Outcome(List.of(problem(file, 0, 0, Kind.IO, "cannot read the file: " + e.getMessage())),
                    "none (unreadable)", null, false, false);
        }
        if (head.root() != null && RuleSet.NAMESPACE.equals(head.root().namespace())) {
            return rulesFile(file);
        }
        DocumentSchemas schemas = setup.schemas();
        Path picked = setup.chosenFor(file);
        Optional<DocumentSchemas.Choice> choice = picked != null
                ? Optional.of(new DocumentSchemas.Choice(picked, DocumentSchemas.Origin.CHOSEN))
                : schemas.choose(file, head);
        if (choice.isEmpty()) {
            return withoutSchema(file, head, setup, cancel);
        }
        CompiledSchema compiled;
        try {
            compiled = schemas.compiled(choice.get());
        } catch (SchemaCompileException e) {
            String first = e.problems().isEmpty() ? e.getMessage() : e.problems().get(0).format();
            return new Outcome(List.of(problem(file, 1, 0, Kind.SCHEMA, "not validated: the schema "
                    + choice.get().file().getFileName() + " does not compile: " + first)),
                    choice.get().describe() + ", does not compile", null, false, false);
        }
        DocumentResult result = new DocumentValidator(SchemaCatalog.of(compiled), cancel).validate(file);
        if (result == null) {
            return new Outcome(List.of(), choice.get().describe(), null, false, true);
        }
        List<XmlProblem> problems = new ArrayList<>(result.problems());
        String rules = null;
        if (head.root() != null && TpoxKit.FIXML_NAMESPACE.equals(head.root().namespace())) {
            RuleSet orderRules = setup.orderRules();
            if (orderRules == null) {
                rules = "none (" + (setup.rulesProblem() == null ? "no TPoX kit" : setup.rulesProblem()) + ")";
            } else {
                rules = setup.kit().orderRules().getFileName() + " (" + orderRules.rules().size() + " rules)";
                if (result.isWellFormed()) {
                    problems.addAll(orderRules.newChecker().check(file));
                }
            }
        }
        return new Outcome(problems, choice.get().describe(), rules, false, false);
    }

    private static Outcome withoutSchema(Path file, DocumentHead head, ValidationSetup setup, CancellationToken cancel) {
        DocumentResult result = new DocumentValidator(SchemaCatalog.located(setup.schemas()), cancel).validate(file);
        if (result == null) {
            return new Outcome(List.of(), "none", null, true, true);
        }
        boolean schematron = head.root() != null && SCHEMATRON.equals(head.root().namespace());
        List<XmlProblem> problems = result.problems().stream()
                .filter(p -> !(schematron && p.kind() == Kind.UNKNOWN_DOCUMENT)).toList();
        String what = schematron ? "none: a Schematron file, checked for well-formedness"
                : "none for " + (head.root() == null ? "this file" : head.root()) + " (use Validate with... to pick one)";
        return new Outcome(problems, what, null, !schematron, false);
    }

    private static Outcome rulesFile(Path file) {
        try {
            RuleSet rules = RuleSet.load(file);
            return new Outcome(List.of(), "none: an XWB rules file", "compiles, " + rules.rules().size() + " rules", false,
                    false);
        } catch (RuleFileException e) {
            String message = String.valueOf(e.getMessage());
            Matcher located = LOCATED.matcher(message);
            XmlProblem problem = located.matches()
                    ? problem(file, Integer.parseInt(located.group(1)),
                            located.group(2) == null ? 0 : Integer.parseInt(located.group(2)), Kind.RULE, located.group(3))
                    : problem(file, 1, 0, Kind.RULE, message);
            return new Outcome(List.of(problem), "none: an XWB rules file", "does not compile", false, false);
        }
    }

    private static XmlProblem problem(Path file, int line, int column, Kind kind, String message) {
        return new XmlProblem(file.toString(), line, column, kind, Severity.ERROR, kind == Kind.RULE ? "rules-file" : null,
                message);
    }
}
