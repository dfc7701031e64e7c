from kata_between.core import walnut


def test_walnut_0():
    assert walnut(2, 3, 9) == False


def test_walnut_1():
    assert walnut(3, 3, 9) == True


def test_walnut_2():
    assert walnut(4, 3, 9) == True


def test_walnut_3():
    assert walnut(8, 3, 9) == True


def test_walnut_4():
    assert walnut(9, 3, 9) == False


def test_walnut_5():
    assert walnut(10, 3, 9) == False
