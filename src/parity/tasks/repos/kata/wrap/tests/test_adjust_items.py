from kata_wrap.adjust_items import adjust_items


def test_adjust_items_0():
    assert adjust_items(0) == 1


def test_adjust_items_1():
    assert adjust_items(30) == 1


def test_adjust_items_2():
    assert adjust_items(22) == 3


def test_adjust_items_3():
    assert adjust_items(3) == 4


def test_adjust_items_4():
    assert adjust_items(10) == 1


def test_adjust_items_5():
    assert adjust_items(9) == 0
