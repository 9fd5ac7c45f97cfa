package org.xwb.ui.layout;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The layout e4 keeps between sessions ({@code workbench.xmi} in the instance area) checked against
 * the application model the product ships: e4 restores the persisted model as it is, so parts, menus
 * and commands a newer {@code Application.e4xmi} adds would never show for a user who has one. The
 * SHA-256 of the shipped model is stored beside the persisted one; when it differs (a new XWB
 * version), the persisted model is deleted before e4 loads it and the user gets the new default
 * layout (Window > Reset Perspective restores the default without a restart: {@link DefaultLayout}). Runs before the model is loaded (the life cycle's PostContextCreate).
 */
public final class PersistedLayout {

    /** Where e4's ResourceHandler keeps the model, below the instance area. */
    static final String E4_FOLDER = ".metadata/.plugins/org.eclipse.e4.workbench";
    static final String WORKBENCH_XMI = "workbench.xmi";
    /** XWB's own files about the layout, below the instance area. */
    static final String XWB_FOLDER = ".metadata/.plugins/org.xwb.ui";
    public static final String MODEL_HASH = "application-model.sha256";

    private final Path instanceArea;

    public PersistedLayout(Path instanceArea) {
        this.instanceArea = instanceArea;
    }

    public Path persistedModel() {
        return instanceArea.resolve(E4_FOLDER).resolve(WORKBENCH_XMI);
    }

    public Path modelHashFile() {
        return instanceArea.resolve(XWB_FOLDER).resolve(MODEL_HASH);
    }

    /**
     * Deletes the persisted model when the shipped model's hash is not the one stored with it, and
     * stores the shipped hash. Returns whether a persisted layout is left for e4 to restore.
     */
    public boolean check(String shippedHash) throws IOException {
        Path model = persistedModel();
        Path hashFile = modelHashFile();
        String stored = Files.isRegularFile(hashFile) ? Files.readString(hashFile, StandardCharsets.US_ASCII).strip() : "";
        if (Files.exists(model) && !stored.equals(shippedHash)) {
            Files.delete(model);
        }
        if (!stored.equals(shippedHash)) {
            Files.createDirectories(hashFile.getParent());
            Files.writeString(hashFile, shippedHash + "\n", StandardCharsets.US_ASCII);
        }
        return Files.exists(model);
    }

    /** SHA-256 in hex of what {@code url} holds (the bundle's Application.e4xmi). */
    public static String sha256(URL url) throws IOException {
        try (InputStream in = url.openStream()) {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(in.readAllBytes()));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }
}
