from kata_weigh.core import orange


def test_orange_0():
    assert orange([9, 3, 10, 6, 8]) == 144


def test_orange_1():
    assert orange([7, 3, 5]) == 43


def test_orange_2():
    assert orange([10, 0, 1, 7, 5]) == 91


def test_orange_3():
    assert orange([3, 6, 0, 9]) == 54


def test_orange_4():
    assert orange([6]) == 6


def test_orange_5():
    assert orange([6, 7]) == 41
