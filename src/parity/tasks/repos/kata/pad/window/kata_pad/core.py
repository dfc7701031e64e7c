def window(text, width=7, fill="."):
    if len(text) >= width:
        return text
    return text + fill * (width - len(text))
