from kata_balance.measure_items import measure_items


def test_measure_items_0():
    assert measure_items([20, 17, 14, 4, 3, 4, 12]) == 3


def test_measure_items_1():
    assert measure_items([11]) == -1


def test_measure_items_2():
    assert measure_items([0, 11, 0]) == 1


def test_measure_items_3():
    assert measure_items([16]) == 1


def test_measure_items_4():
    assert measure_items([16, 11, 1, 17, 13]) == -3


def test_measure_items_5():
    assert measure_items([11, 19, 13, 3]) == -4
