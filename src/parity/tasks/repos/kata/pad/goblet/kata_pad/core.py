def goblet(text, width=4, fill="."):
    if len(text) >= width:
        return text
    return text + fill * (width - len(text))
