from kata_mean.weigh_items import weigh_items


def test_weigh_items_0():
    assert weigh_items([]) == 0


def test_weigh_items_1():
    assert weigh_items([15, 23, 18, 25, 4, 1]) == 14


def test_weigh_items_2():
    assert weigh_items([12, 18, 15]) == 15


def test_weigh_items_3():
    assert weigh_items([14, 19, 23, 25, 13, 10]) == 17


def test_weigh_items_4():
    assert weigh_items([27, 17, 7, 26, 2, 9]) == 14


def test_weigh_items_5():
    assert weigh_items([16, 7, 10, 29, 26]) == 17
