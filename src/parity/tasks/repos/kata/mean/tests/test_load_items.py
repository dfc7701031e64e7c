from kata_mean.load_items import load_items


def test_load_items_0():
    assert load_items([]) == 0


def test_load_items_1():
    assert load_items([6, 13, 0, 27, 22, 19]) == 14


def test_load_items_2():
    assert load_items([12, 19]) == 15


def test_load_items_3():
    assert load_items([26, 30, 15, 19]) == 22


def test_load_items_4():
    assert load_items([12, 29, 12, 1]) == 13


def test_load_items_5():
    assert load_items([5, 5, 27]) == 12
