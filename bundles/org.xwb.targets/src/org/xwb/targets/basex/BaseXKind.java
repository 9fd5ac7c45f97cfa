package org.xwb.targets.basex;

import java.io.IOException;
import java.util.List;
import java.util.Optional;

import org.xwb.core.env.ComponentVersions.Component;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.TargetProfile;
import org.xwb.model.XwbFactory;
import org.xwb.model.statements.XQueryText;
import org.xwb.targets.TargetKind;
import org.xwb.targets.TargetKinds;
import org.xwb.targets.profiles.PasswordSource;

/**
 * The embedded XQuery database: BaseX in XWB's own process, its databases under the workspace
 * ({@code .xwb/basex/}), nothing to install and no password (it listens on no port). It runs the
 * {@code xquery} dialect. For authoring and demoing XQuery and for small databases: every write
 * updates BaseX's value indexes, so write-heavy mixes are slow (docs/benchmarks.md).
 */
public final class BaseXKind extends TargetKind {

    public static final String ID = "basex";

    public BaseXKind() {
        super(ID, "embedded XQuery (BaseX)", List.of(XQueryText.DIALECT), null, null, List.of(), List.of(),
                BaseXErrors.CLASSIFIER, List.of(new Component("BaseX XQuery engine", "wrapped.org.basex.basex")));
    }

    @Override
    public TargetProfile profileFromUrl(String url) {
        throw new IllegalArgumentException("the embedded XQuery database is a profile (" + ID + "), not a URL");
    }

    @Override
    public Target open(TargetProfile profile, Workspace workspace, PasswordSource passwords) throws IOException {
        return new BaseXTarget(profile.getName(), BaseXEngine.acquire(BaseXEngine.folder(workspace)), TargetKinds.components());
    }

    @Override
    public Optional<TargetProfile> defaultProfile() {
        TargetProfile profile = XwbFactory.eINSTANCE.createTargetProfile();
        profile.setName(ID);
        profile.setKind(ID);
        return Optional.of(profile);
    }

    @Override
    public String where(TargetProfile profile) {
        return "the workspace's own XQuery database (BaseX)";
    }

    @Override
    public Optional<String> ownPassword() {
        return Optional.of("The embedded XQuery database runs inside XWB: it has no server and no password.");
    }

    @Override
    public String describe(TargetProfile profile) {
        return "the workspace's own XQuery database (BaseX " + BaseXEngine.VERSION + " in XWB's process, databases in "
                + ".xwb/basex; no server, no password)";
    }
}
