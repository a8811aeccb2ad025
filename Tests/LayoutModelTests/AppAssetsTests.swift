import LayoutModel
import Testing

/// The names Xcode gives an asset's generated symbol, as the GeneratedAssetSymbols.swift files apps commit show them.
struct AppAssetsTests {
    @Test func aSymbolIsTheAssetsNameInLowerCamelCase() {
        let images = ["icon-housewares": "iconHousewares", "checkmark_unchecked_DM": "checkmarkUncheckedDM",
                      "AVR_Red_Smarthome": "avrRedSmarthome", "WebClipLinkIcon": "webClipLinkIcon", "GetStartedBG": "getStartedBG",
                      "note-card-thumbnail-DM": "noteCardThumbnailDM", "GameMode00": "gameMode00", "AllSetImage": "allSet",
                      "bostonFernImage": "bostonFern", "BackGroundImageV4": "backGroundImageV4", "Icons/star": "star"]
        for (name, symbol) in images { #expect(AppAssets.symbol(for: name, suffix: "Image") == symbol, "\(name)") }
        let colors = ["AccentColor": "accent", "ButtonPrimaryBgColor": "buttonPrimaryBg", "AppAccentPrimary": "appAccentPrimary",
                      "bgCustom": "bgCustom", "Color": "color"]
        for (name, symbol) in colors { #expect(AppAssets.symbol(for: name, suffix: "Color") == symbol, "\(name)") }
        // No identifier: no symbol.
        #expect(AppAssets.symbol(for: "3d-cube", suffix: "Image") == nil)
        #expect(AppAssets.symbol(for: "--", suffix: "Image") == nil)
    }
}
