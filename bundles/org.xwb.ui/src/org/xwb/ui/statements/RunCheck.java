package org.xwb.ui.statements;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.xwb.core.run.StatementBinding;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.ParameterType;
import org.xwb.model.TargetProfile;
import org.xwb.targets.TargetChoice;
import org.xwb.targets.TargetKind;
import org.xwb.targets.TargetKinds;

/**
 * What may be sent where, decided before anything is sent: the chosen profile's kind must run the
 * statement's dialect, and an XQuery statement needs a kind that runs XQuery (the kind says how
 * it takes one: DB2 as SQL starting with XQUERY). Then the texts are bound as a run binds them.
 */
final class RunCheck {

    /** A statement that may not run on the chosen target, with the reason as the user reads it. */
    static final class Refused extends Exception {
        private static final long serialVersionUID = 1L;

        Refused(String message) {
            super(message);
        }
    }

    /**
     * @param kind  the chosen profile's kind
     * @param bound the texts as they are sent, bound
     * @param texts the texts as the editor holds them (for error positions)
     */
    record Checked(String profile, TargetKind kind, List<StatementBinding.Bound> bound, List<String> texts) {
    }

    private RunCheck() {
    }

    /** XQuery rather than SQL: an .xq file, the xquery dialect, or DB2's XQUERY keyword first. */
    static boolean isXQuery(boolean xqFile, String dialect, String text) {
        String start = text.stripLeading();
        return xqFile || "xquery".equalsIgnoreCase(dialect) || start.regionMatches(true, 0, "XQUERY", 0, 6)
                && (start.length() == 6 || Character.isWhitespace(start.charAt(6)));
    }

    static Checked check(Workspace workspace, String profileName, String dialect, boolean xquery, List<String> texts,
            ParameterType[] types, Object[] values) throws Refused {
        if (texts.isEmpty() || texts.stream().allMatch(String::isBlank)) {
            throw new Refused("Nothing to run: the statement is empty");
        }
        TargetProfile profile;
        try {
            profile = TargetChoice.of(profileName).profile(workspace);
        } catch (IOException | IllegalArgumentException e) {
            throw new Refused(e.getMessage());
        }
        TargetKind kind = TargetKinds.find(profile.getKind()).orElseThrow(() -> new Refused("Target " + profileName
                + " has kind '" + profile.getKind() + "'; XWB knows " + TargetKinds.ids()));
        List<String> sent = new ArrayList<>();
        if (xquery) {
            if (!kind.runsXQuery()) {
                throw new Refused("Not sent: this is an XQuery statement and target " + profileName + " ("
                        + kind.displayName() + ") does not run XQuery. Targets of these kinds do: "
                        + String.join(", ", TargetKinds.all().stream().filter(TargetKind::runsXQuery)
                                .map(TargetKind::displayName).toList()) + ".");
            }
            texts.forEach(text -> sent.add(kind.xqueryStatement(text).orElseThrow()));
        } else {
            sent.addAll(texts);
        }
        if (dialect != null && kind.dialects().stream().noneMatch(d -> d.equalsIgnoreCase(dialect))) {
            throw new Refused("Not sent: this statement is written for " + dialect + " and target " + profileName + " ("
                    + kind.displayName() + ") runs " + String.join(", ", kind.dialects())
                    + ". Choose a target that runs " + dialect + (xquery ? "" : ", or change the statement's dialect") + ".");
        }
        try {
            return new Checked(profileName, kind, StatementBinding.bind(sent, types, values), texts);
        } catch (IllegalArgumentException e) {
            throw new Refused("Not sent: " + e.getMessage() + "; the bind panel lists the markers");
        }
    }
}
