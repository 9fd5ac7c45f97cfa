package org.xwb.model.validation;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.xwb.model.Collection;
import org.xwb.model.ParameterMarker;
import org.xwb.model.Statement;
import org.xwb.model.Workload;
import org.xwb.model.statements.XQueryText;

/**
 * What only an xquery statement can get wrong: a {@code fn:collection("NAME")} that names no
 * collection of the workload (a name of the system a query was written for), and a parameter
 * whose name says it binds another external variable than the one it binds by position.
 */
final class XQueryChecks {

    private final Set<String> collectionNames = new LinkedHashSet<>();
    private final ProblemCollector problems;

    XQueryChecks(Workload workload, ProblemCollector problems) {
        this.problems = problems;
        for (Collection collection : workload.getCollections()) {
            collectionNames.add(collection.getName());
            if (collection.getTable() != null && !collection.getTable().isBlank()) {
                collectionNames.add(collection.getTable());
            }
        }
    }

    void check(Statement statement, List<ParameterMarker> parameters) {
        List<XQueryText.ExternalVariable> variables = new ArrayList<>();
        for (int i = 0; i < statement.getTexts().size(); i++) {
            String text = statement.getTexts().get(i);
            if (text == null) {
                continue;
            }
            variables.addAll(XQueryText.externalVariables(text));
            for (String name : XQueryText.collectionNames(text)) {
                if (!collectionNames.contains(name)) {
                    problems.warning(statement, "text " + (i + 1), "fn:collection(\"" + name
                            + "\") names no collection of the workload (" + known()
                            + "); map it to one (xwb import-tpox --collection, or Map Collections in the workload editor)");
                }
            }
        }
        for (int i = 0; i < Math.min(variables.size(), parameters.size()); i++) {
            String name = parameters.get(i).getName();
            String variable = variables.get(i).name();
            if (name != null && !name.isBlank() && !name.equals(variable) && !name.equals("$" + variable)) {
                problems.warning(parameters.get(i), "is named " + name + " but binds $" + variable
                        + ", the external variable " + (i + 1) + " of the xquery statement (parameters bind them in order)");
            }
        }
    }

    private String known() {
        return collectionNames.isEmpty() ? "it has none" : "known: " + String.join(", ", collectionNames);
    }
}
