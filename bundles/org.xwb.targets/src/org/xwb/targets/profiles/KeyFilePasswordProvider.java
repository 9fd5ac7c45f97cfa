package org.xwb.targets.profiles;

import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Base64;

import javax.crypto.spec.PBEKeySpec;

import org.eclipse.equinox.security.storage.provider.IPreferencesContainer;
import org.eclipse.equinox.security.storage.provider.PasswordProvider;
import org.xwb.core.workspace.PrivateFiles;

/**
 * The master password of XWB's secure storage: 256 random bits in a file beside the storage
 * ({@code <storage>.key}) that only its owner can read, made on first use. Eclipse's own providers
 * prompt for a master password (in a UI bundle the product does not ship) or need a desktop
 * keyring, so neither the workbench nor a headless {@code xwb} could unlock the storage; with this
 * one both can, without asking. The storage is as safe as the owner's home folder, like the
 * embedded database's password file, and no password is ever written into the workspace.
 * Contributed to {@code org.eclipse.equinox.security.secureStorage} in plugin.xml.
 */
public final class KeyFilePasswordProvider extends PasswordProvider {

    @Override
    public PBEKeySpec getPassword(IPreferencesContainer container, int passwordType) {
        try {
            Path key = keyFile(container.getLocation());
            if (!Files.exists(key)) {
                if (key.getParent() != null) {
                    PrivateFiles.folder(key.getParent());
                }
                byte[] random = new byte[32];
                new SecureRandom().nextBytes(random);
                PrivateFiles.replace(key, Base64.getUrlEncoder().withoutPadding().encodeToString(random) + "\n");
            } else if (!PrivateFiles.isPrivate(key)) {
                // refuse rather than fix: others may have read it already
                return null;
            }
            return new PBEKeySpec(Files.readString(key, StandardCharsets.UTF_8).strip().toCharArray());
        } catch (IOException | URISyntaxException | RuntimeException e) {
            return null; // secure storage then says it cannot be unlocked; the password source has none
        }
    }

    /** The key file of a storage file. */
    static Path keyFile(URL storage) throws URISyntaxException {
        Path file = Path.of(storage.toURI());
        return file.resolveSibling(file.getFileName() + ".key");
    }
}
