package org.xwb.targets.profiles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.xwb.core.workspace.Workspace;
import org.xwb.model.Property;
import org.xwb.model.TargetProfile;
import org.xwb.model.TargetProfiles;
import org.xwb.model.XwbFactory;
import org.xwb.model.io.WorkloadFileException;
import org.xwb.model.io.XwbXmlFiles;
import org.xwb.targets.TargetKinds;

/**
 * The target profiles of a workspace, kept in {@code <workspace>/targets.xwp} as the model's
 * TargetProfiles (no passwords). The default profile of each kind that needs no configuration
 * ({@link org.xwb.targets.TargetKind#defaultProfile}: "embedded", the embedded PostgreSQL with
 * synchronous_commit=on written out so the durability setting is visible, and "basex", the embedded
 * XQuery database) is always there: added when the file lacks it, and the file is created with
 * them on first use.
 */
public final class ProfileStore {

    public static final String FILE_NAME = "targets.xwp";
    public static final String EMBEDDED = "embedded";

    private final Path file;

    public ProfileStore(Workspace workspace) {
        this(workspace.root().resolve(FILE_NAME));
    }

    public ProfileStore(Path file) {
        this.file = file;
    }

    public Path file() {
        return file;
    }

    /** The profiles; the file is created with the default profile when it does not exist. */
    public TargetProfiles load() throws IOException {
        if (!Files.exists(file)) {
            TargetProfiles profiles = XwbFactory.eINSTANCE.createTargetProfiles();
            profiles.getProfiles().addAll(TargetKinds.defaultProfiles());
            save(profiles);
            return profiles;
        }
        TargetProfiles profiles;
        try {
            // the model's hardened reader: DOCTYPEs refused, every error with line and column
            profiles = XwbXmlFiles.load(file, TargetProfiles.class);
        } catch (WorkloadFileException e) {
            throw new IOException("Cannot read the target profiles " + e.getMessage(), e);
        }
        List<TargetProfile> defaults = TargetKinds.defaultProfiles();
        for (int i = 0; i < defaults.size(); i++) {
            if (find(profiles, defaults.get(i).getName()).isEmpty()) {
                profiles.getProfiles().add(Math.min(i, profiles.getProfiles().size()), defaults.get(i));
            }
        }
        return profiles;
    }

    public void save(TargetProfiles profiles) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        try {
            XwbXmlFiles.save(profiles, file);
        } catch (WorkloadFileException e) {
            throw new IOException("Cannot save the target profiles " + e.getMessage(), e);
        }
    }

    /** The profile called {@code name}. */
    public Optional<TargetProfile> find(String name) throws IOException {
        return find(load(), name);
    }

    public static Optional<TargetProfile> find(TargetProfiles profiles, String name) {
        return profiles.getProfiles().stream().filter(p -> name.equals(p.getName())).findFirst();
    }

    /** The embedded PostgreSQL with PostgreSQL's default durability, stated explicitly. */
    public static TargetProfile defaultEmbedded() {
        TargetProfile profile = XwbFactory.eINSTANCE.createTargetProfile();
        profile.setName(EMBEDDED);
        profile.setKind(EMBEDDED);
        Property durability = XwbFactory.eINSTANCE.createProperty();
        durability.setKey("synchronous_commit");
        durability.setValue("on");
        profile.getProperties().add(durability);
        return profile;
    }

    /** The value of a profile property, if set. */
    public static Optional<String> property(TargetProfile profile, String key) {
        return profile.getProperties().stream().filter(p -> key.equals(p.getKey())).map(Property::getValue).findFirst();
    }

    public static List<String> names(TargetProfiles profiles) {
        return profiles.getProfiles().stream().map(TargetProfile::getName).toList();
    }
}
