from kata_between.rate_items import rate_items


def test_rate_items_0():
    assert rate_items(2, 3, 9) == False


def test_rate_items_1():
    assert rate_items(3, 3, 9) == True


def test_rate_items_2():
    assert rate_items(4, 3, 9) == True


def test_rate_items_3():
    assert rate_items(8, 3, 9) == True


def test_rate_items_4():
    assert rate_items(9, 3, 9) == False


def test_rate_items_5():
    assert rate_items(10, 3, 9) == False
