from kata_between.adjust_items import adjust_items


def test_adjust_items_0():
    assert adjust_items(2, 3, 9) == False


def test_adjust_items_1():
    assert adjust_items(3, 3, 9) == True


def test_adjust_items_2():
    assert adjust_items(4, 3, 9) == True


def test_adjust_items_3():
    assert adjust_items(8, 3, 9) == True


def test_adjust_items_4():
    assert adjust_items(9, 3, 9) == False


def test_adjust_items_5():
    assert adjust_items(10, 3, 9) == False
