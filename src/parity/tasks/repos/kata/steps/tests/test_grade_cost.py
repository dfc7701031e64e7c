from kata_steps.grade_cost import grade_cost


def test_grade_cost_0():
    assert grade_cost(1, 6) == [4, 16]


def test_grade_cost_1():
    assert grade_cost(4, 5) == [16]


def test_grade_cost_2():
    assert grade_cost(5, 5) == []


def test_grade_cost_3():
    assert grade_cost(3, 10) == [12, 24, 36]


def test_grade_cost_4():
    assert grade_cost(6, 9) == [24]


def test_grade_cost_5():
    assert grade_cost(0, 10, 4) == [0, 16, 32]
