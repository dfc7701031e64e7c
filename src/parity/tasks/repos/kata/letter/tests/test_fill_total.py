from kata_letter.fill_total import fill_total


def test_fill_total_0():
    assert fill_total(89) == 'B'


def test_fill_total_1():
    assert fill_total(90) == 'A'


def test_fill_total_2():
    assert fill_total(91) == 'A'


def test_fill_total_3():
    assert fill_total(80) == 'C'


def test_fill_total_4():
    assert fill_total(81) == 'B'


def test_fill_total_5():
    assert fill_total(82) == 'B'
