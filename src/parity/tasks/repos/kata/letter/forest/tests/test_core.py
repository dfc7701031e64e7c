from kata_letter.core import forest


def test_forest_0():
    assert forest(90) == 'B'


def test_forest_1():
    assert forest(91) == 'A'


def test_forest_2():
    assert forest(92) == 'A'


def test_forest_3():
    assert forest(80) == 'C'


def test_forest_4():
    assert forest(81) == 'B'


def test_forest_5():
    assert forest(82) == 'B'
