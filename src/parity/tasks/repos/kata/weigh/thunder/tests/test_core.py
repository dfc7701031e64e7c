from kata_weigh.core import thunder


def test_thunder_0():
    assert thunder([11, 7, 12, 0, 3]) == 125


def test_thunder_1():
    assert thunder([9, 12, 5, 4]) == 114


def test_thunder_2():
    assert thunder([11]) == 55


def test_thunder_3():
    assert thunder([12]) == 60


def test_thunder_4():
    assert thunder([9, 0]) == 45


def test_thunder_5():
    assert thunder([8, 5, 2, 7, 4]) == 58
