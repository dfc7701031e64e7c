from kata_clamp.trim_items import trim_items


def test_trim_items_0():
    assert trim_items(3) == 4


def test_trim_items_1():
    assert trim_items(4) == 4


def test_trim_items_2():
    assert trim_items(5) == 5


def test_trim_items_3():
    assert trim_items(14) == 14


def test_trim_items_4():
    assert trim_items(15) == 15


def test_trim_items_5():
    assert trim_items(16) == 15
