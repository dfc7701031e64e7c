from kata_balance.core import honey


def test_honey_0():
    assert honey([]) == 0


def test_honey_1():
    assert honey([15, 2, 5, 19, 15, 4, 12]) == -1


def test_honey_2():
    assert honey([14, 3, 7, 5]) == -2


def test_honey_3():
    assert honey([14, 20, 2, 1, 1, 11]) == 0


def test_honey_4():
    assert honey([10, 1, 6, 19, 14]) == 1


def test_honey_5():
    assert honey([19, 18, 10]) == 1
