package org.xwb.model.tpox;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.xwb.model.Collection;
import org.xwb.model.FilesSource;
import org.xwb.model.NamespaceBinding;
import org.xwb.model.ParameterMarker;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.statements.XQueryText;

/**
 * A document insert lifted from a plug-in ({@code db:add("custacc", $content, ...)}) reads its
 * documents from a files collection of the TPoX file, which says nothing of the documents' kind:
 * once the names are mapped, that collection takes the id path, kind and namespaces of the
 * collection the documents go into, so the driver can read each document's id as it inserts it.
 */
final class InsertCollections {

    private static final Pattern DB_ADD = Pattern.compile("db:add\\s*\\(\\s*[\"']([^\"']+)[\"']");

    private InsertCollections() {
    }

    /** One note per files collection fitted. */
    static List<String> fit(Workload workload) {
        List<String> notes = new ArrayList<>();
        for (Transaction transaction : workload.getTransactions()) {
            Collection into = null;
            for (Statement statement : transaction.getStatements()) {
                if (XQueryText.isXQuery(statement.getDialect())) {
                    for (String text : statement.getTexts()) {
                        Matcher add = DB_ADD.matcher(text);
                        if (add.find()) {
                            into = byName(workload, add.group(1));
                        }
                    }
                }
            }
            if (into == null || into.getIdPath() == null) {
                continue;
            }
            for (ParameterMarker marker : transaction.getParameters()) {
                if (marker.getSource() instanceof FilesSource files && files.getCollection() != null
                        && files.getCollection() != into && files.getCollection().getIdPath() == null) {
                    Collection from = files.getCollection();
                    from.setIdPath(into.getIdPath());
                    from.setDocumentKind(into.getDocumentKind());
                    for (NamespaceBinding binding : into.getNamespaces()) {
                        from.getNamespaces().add(EcoreUtil.copy(binding));
                    }
                    notes.add("collection " + from.getName() + " holds the documents transaction " + transaction.getId()
                            + " inserts into " + into.getName() + ": id path " + into.getIdPath());
                }
            }
        }
        return notes;
    }

    private static Collection byName(Workload workload, String name) {
        return workload.getCollections().stream().filter(c -> c.getName().equals(name)).findFirst().orElse(null);
    }
}
