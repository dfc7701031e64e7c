from kata_between.core import forest


def test_forest_0():
    assert forest(2, 3, 9) == False


def test_forest_1():
    assert forest(3, 3, 9) == True


def test_forest_2():
    assert forest(4, 3, 9) == True


def test_forest_3():
    assert forest(8, 3, 9) == True


def test_forest_4():
    assert forest(9, 3, 9) == False


def test_forest_5():
    assert forest(10, 3, 9) == False
