package org.xwb.targets.profiles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.Property;
import org.xwb.model.TargetProfile;
import org.xwb.model.TargetProfiles;
import org.xwb.model.XwbFactory;
import org.xwb.model.XwbPackage;
import org.xwb.model.util.XwbResourceFactoryImpl;

/**
 * The target profiles of a workspace, kept in {@code <workspace>/targets.xwp} as the model's
 * TargetProfiles (no passwords). A profile named "embedded" (the embedded PostgreSQL, with
 * synchronous_commit=on written out so the durability setting is visible) is always there: it is
 * added when the file lacks it and the file is created with it on first use.
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
            profiles.getProfiles().add(defaultEmbedded());
            save(profiles);
            return profiles;
        }
        Resource resource = resourceSet().createResource(URI.createFileURI(file.toAbsolutePath().toString()));
        try {
            resource.load(loadOptions());
        } catch (IOException e) {
            throw new IOException("Cannot read the target profiles " + file + ": " + position(e) + e.getMessage(), e);
        }
        if (resource.getContents().isEmpty() || !(resource.getContents().get(0) instanceof TargetProfiles profiles)) {
            throw new IOException("Cannot read the target profiles " + file + ": it holds no TargetProfiles");
        }
        if (find(profiles, EMBEDDED).isEmpty()) {
            profiles.getProfiles().add(0, defaultEmbedded());
        }
        return profiles;
    }

    public void save(TargetProfiles profiles) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        Resource resource = resourceSet().createResource(URI.createFileURI(file.toAbsolutePath().toString()));
        resource.getContents().add(profiles);
        resource.save(Map.of(XMLResource.OPTION_ENCODING, "UTF-8"));
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

    private static ResourceSet resourceSet() {
        ResourceSet set = new ResourceSetImpl();
        set.getPackageRegistry().put(XwbPackage.eNS_URI, XwbPackage.eINSTANCE);
        set.getResourceFactoryRegistry().getExtensionToFactoryMap().put("*", new XwbResourceFactoryImpl());
        return set;
    }

    /** DOCTYPEs and external entities off: a profile file is user input. */
    private static Map<Object, Object> loadOptions() {
        Map<String, Boolean> features = new HashMap<>();
        features.put("http://apache.org/xml/features/disallow-doctype-decl", Boolean.TRUE);
        features.put("http://xml.org/sax/features/external-general-entities", Boolean.FALSE);
        features.put("http://xml.org/sax/features/external-parameter-entities", Boolean.FALSE);
        Map<Object, Object> options = new HashMap<>();
        options.put(XMLResource.OPTION_PARSER_FEATURES, features);
        return options;
    }

    private static String position(IOException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof Resource.Diagnostic d && d.getLine() > 0) {
                return "line " + d.getLine() + ", column " + d.getColumn() + ": ";
            }
            if (t instanceof org.xml.sax.SAXParseException s && s.getLineNumber() > 0) {
                return "line " + s.getLineNumber() + ", column " + s.getColumnNumber() + ": ";
            }
        }
        return "";
    }
}
